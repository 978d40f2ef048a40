# WRONG (expect ILE): a Python player that prints its moves without flush=True: standard output is a pipe, so the
# move stays in Python's buffer while the jury waits for it. It writes a letter into the leftmost empty cell; the
# game never gets that far.
import sys

row = list(sys.stdin.readline().strip())
turn = sys.stdin.readline().split()[0]


def move():
    p = row.index("*")
    row[p] = "O"
    print(p + 1, "O")  # no flush: the jury never sees it


if turn == "SECOND":
    words = sys.stdin.readline().split()
    if words[0] != "MOVE":
        sys.exit(0)
    row[int(words[1]) - 1] = words[2]
while True:
    move()
    words = sys.stdin.readline().split()
    if not words or words[0] != "MOVE":
        break
    row[int(words[1]) - 1] = words[2]
