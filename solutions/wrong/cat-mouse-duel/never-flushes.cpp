// WRONG (expect ILE): a perfect-looking C++ player that writes its moves with printf and never flushes: stdout is
// a pipe, so the move waits in the buffer while the jury waits for it (idleness, not a wrong answer). It moves its
// animal to its first neighbour it may enter; the game never gets that far.
#include <cstdio>
#include <cstring>
#include <vector>
int main() {
  int n;
  if (scanf("%d", &n) != 1) return 0;
  std::vector<std::vector<int>> g(n);
  for (int u = 0; u < n; u++) {
    int k;
    scanf("%d", &k);
    g[u].resize(k);
    for (int i = 0; i < k; i++) scanf("%d", &g[u][i]);
  }
  char side[8], word[8];
  scanf("%7s", side);
  bool mouse = strcmp(side, "MOUSE") == 0;
  int me = mouse ? 1 : 2;
  if (!mouse && scanf("%7s %*d", word) != 1) return 0;
  for (;;) {
    int to = g[me][0];
    for (int v : g[me]) if (mouse || v != 0) { to = v; break; }
    me = to;
    printf("%d\n", to);  // no fflush(stdout): the jury never sees it
    int reply;
    if (scanf("%7s %d", word, &reply) != 2 || strcmp(word, "MOVE") != 0) return 0;
  }
}
