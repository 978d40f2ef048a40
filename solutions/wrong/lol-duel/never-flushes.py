# WRONG (expect ILE): a Python player that prints its moves without flush=True: standard output is a pipe, so the
# move stays in Python's buffer while the jury waits for it. It writes a letter into the leftmost empty cell; the
# game never gets that far.
import io
import sys

# Standard output as Python opens it on a pipe: block-buffered. Made so here, so that PYTHONUNBUFFERED or -u in a
# judge's environment (problemtools passes its own on) does not flush the move the mistake is about.
sys.stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(1, "w", closefd=False), 1 << 16), encoding="utf-8")

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
