/* banded matrix update: for each row i, j from i-2 to i+2 clamped, reading diagonals of another matrix, tridiagonal solve-like sweep */
#include <stdio.h>
#define N 60
static double M[N][N], D[N][N], x[N], y[N];
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = imax(0, i - 2); j < imin(n, i + 3); j++)
      M[i][j] = M[i][j] + D[j][i] * x[j] - y[i];
#pragma bbmm
  for (i = 1; i < n; i++)
    y[i] = M[i][i - 1] + M[i - 1][i] + x[i];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 60};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { x[i] = i * 0.5; y[i] = 1.0 / (i + 1); for (j = 0; j < N; j++) { M[i][j] = (i == j) ? 4 : 0; D[i][j] = (i * j) % 3 + 0.5; } }
    k(n); k(n);
    for (i = 0; i < n; i++) { printf("%d %a\n", n, y[i]); for (j = 0; j < n; j++) printf("%d %a\n", n, M[i][j]); }
  }
  return 0;
}
