// Baseline for `npm run bench`: a straightforward C++ retrograde solver for cat and mouse, read in BHOJ 1460's
// format, built with g++ -O2. Same algorithm as solutions/lib/cat-mouse.ts, written the plain C++ way: vectors of
// adjacency lists, one array per state field, a FIFO queue, stopping once the start position is decided.
#include <cstdio>
#include <cstdint>
#include <vector>

static std::vector<char> input;
static size_t pos = 0;

static int readInt() {
  while (pos < input.size() && (input[pos] < '0' || input[pos] > '9')) pos++;
  int v = 0;
  while (pos < input.size() && input[pos] >= '0' && input[pos] <= '9') v = v * 10 + (input[pos++] - '0');
  return v;
}

int main() {
  char buffer[1 << 16];
  size_t got;
  while ((got = fread(buffer, 1, sizeof buffer, stdin)) > 0) input.insert(input.end(), buffer, buffer + got);

  const int n = readInt();
  std::vector<std::vector<int>> adj(n), radj(n);
  for (int u = 0; u < n; u++) {
    int count = readInt();
    for (int i = 0; i < count; i++) {
      int v = readInt();
      adj[u].push_back(v);
      radj[v].push_back(u);
    }
  }
  std::vector<int> catMoves(n, 0);
  for (int u = 0; u < n; u++)
    for (int v : adj[u])
      if (v != 0) catMoves[u]++;

  // state (m, c, t) at (m * n + c) * 2 + t; t = 0: mouse to move. 0 undecided, 1 mouse wins, 2 cat wins.
  const size_t states = size_t(2) * n * n;
  std::vector<uint8_t> result(states, 0);
  std::vector<int> losing(states, 0);
  std::vector<int> queue;
  queue.reserve(states);
  for (int c = 1; c < n; c++) {
    size_t s = size_t(c) * 2;
    result[s] = result[s + 1] = 1;
    queue.push_back(int(s));
    queue.push_back(int(s + 1));
    size_t t = (size_t(c) * n + c) * 2;
    result[t] = result[t + 1] = 2;
    queue.push_back(int(t));
    queue.push_back(int(t + 1));
  }
  const size_t start = (size_t(1) * n + 2) * 2;
  for (size_t head = 0; head < queue.size() && result[start] == 0; head++) {
    const int s = queue[head];
    const int m = (s >> 1) / n, c = (s >> 1) % n;
    const uint8_t r = result[s];
    if ((s & 1) == 0) {
      for (int pc : radj[c]) {
        if (pc == 0) continue;
        size_t p = (size_t(m) * n + pc) * 2 + 1;
        if (result[p]) continue;
        if (r == 2 || ++losing[p] == catMoves[pc]) { result[p] = r; queue.push_back(int(p)); }
      }
    } else {
      for (int pm : radj[m]) {
        if (pm == 0) continue;
        size_t p = (size_t(pm) * n + c) * 2;
        if (result[p]) continue;
        if (r == 1 || ++losing[p] == int(adj[pm].size())) { result[p] = r; queue.push_back(int(p)); }
      }
    }
  }
  printf("%d\n", result[start]);
  return 0;
}
