# WRONG (expect WA): reads the graph, makes its first move (any neighbour it may enter), then exits without reading
# the jury's answer, as if one move were the whole game: the game is unfinished when its output ends.
import sys

n = int(sys.stdin.readline())
graph = [list(map(int, sys.stdin.readline().split()))[1:] for _ in range(n)]
side = sys.stdin.readline().split()[0]
if side == "MOUSE":
    print(graph[1][0], flush=True)
else:
    sys.stdin.readline()  # the mouse's first move
    print(next(v for v in graph[2] if v != 0), flush=True)
