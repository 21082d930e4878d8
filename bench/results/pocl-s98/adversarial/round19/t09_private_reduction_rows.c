/* per-row reductions into private scalars written to a 1-D array, inner loop over a shifted column window */
#include <stdio.h>
#define N 60
static double A[N][N], rs[N], rm[N];
static void k(int n, int w)
{
  int i, j;
  double s, mx;
#pragma bbmm
  for (i = 2; i < n; i++) {
    s = 0.0;
    mx = A[i - 2][0];
    for (j = 1; j < w; j++) {
      s += A[i - 2][j] * A[i][j - 1];
      if (A[i - 1][j] > mx) mx = A[i - 1][j];
    }
    rs[i] = s;
    rm[i] = mx;
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 60};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { rs[i] = rm[i] = -1; for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 13) % 29) * 0.125 - 1; }
    k(n, n); k(n, n / 2 + 1);
    for (i = 0; i < n; i++) printf("%d %a %a\n", n, rs[i], rm[i]);
  }
  return 0;
}
