// WRONG (expect TLE; 50 points): the method of the problem's published write-ups, in the C++ they give it: game
// search over the whole row, memoized on the row's text in a map, with none of the reductions. Right answers, but an
// all-empty row of 16 cells already has about twelve million positions: test points 1 to 5 (at most 10 empty cells,
// 49 ms at most here) pass, and from point 6 on a file takes 2 to 3 s.
#include <iostream>
#include <string>
#include <unordered_map>

static std::unordered_map<std::string, int> memo;

// The row's value for the player to move: 1 win, -1 loss, 0 draw (the row full without LOL).
static int value(std::string &row) {
  auto known = memo.find(row);
  if (known != memo.end()) return known->second;
  int best = -1;
  bool moved = false;
  const int n = static_cast<int>(row.size());
  for (int i = 0; i < n && best < 1; i++) {
    if (row[i] != '*') continue;
    for (char letter : {'L', 'O'}) {
      row[i] = letter;
      moved = true;
      bool lol = false;
      for (int k = i - 2; k <= i; k++)
        if (k >= 0 && k + 2 < n && row[k] == 'L' && row[k + 1] == 'O' && row[k + 2] == 'L') lol = true;
      const int v = lol ? 1 : -value(row);
      row[i] = '*';
      if (v > best) best = v;
      if (best == 1) break;
    }
  }
  const int result = moved ? best : 0;
  memo.emplace(row, result);
  return result;
}

int main() {
  int count = 0;
  std::cin >> count;
  for (int c = 0; c < count; c++) {
    std::string row;
    std::cin >> row;
    std::cout << (row.find("LOL") != std::string::npos ? -1 : value(row)) << '\n';
  }
  return 0;
}
