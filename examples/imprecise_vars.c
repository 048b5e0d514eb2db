void assert(int); int main() { // seed 003, Figure 1.1 (lines as there)
  int x = 1000;
  int y = x-1;

  for (int i = 0; i < 100; i++) {
    x++;
    y--;
    assert(y <= x);
  }
}
