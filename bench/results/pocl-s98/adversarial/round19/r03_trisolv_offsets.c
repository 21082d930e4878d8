/* forward substitution (trisolv) where x and b live at an offset inside longer arrays, and L is read at a row offset */
#include <stdio.h>
#define N 50
static double L[N + 3][N], x[N + 5], b[N + 5];
static void k(int n, int o)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++) {
    x[i + o] = b[i + o];
    for (j = 0; j < i; j++)
      x[i + o] -= L[i + 3][j] * x[j + o];
    x[i + o] = x[i + o] / L[i + 3][i];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 50};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N + 3; i++) for (j = 0; j < N; j++) L[i][j] = (i - 3 == j) ? 2.0 + j * 0.125 : 1.0 / (i + j + 3);
    for (i = 0; i < N + 5; i++) { b[i] = i * 0.5 - 3; x[i] = -7; }
    k(n, q % 6);
    for (i = 0; i < N + 5; i++) printf("%d %a\n", n, x[i]);
  }
  return 0;
}
