/* a per-iteration scratch array declared in the loop body next to shifted reads of two input arrays */
#include <stdio.h>
#define N 48
#define M 5
static double in[N][N], w[N][N], out[N][N];
static void k(int n)
{
  int i, j, m;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 2; j < n; j++) {
      double tmp[M];
      for (m = 0; m < M; m++)
        tmp[m] = in[i - 1][j - 2] * m + w[i + 1][j];
      out[i][j] = tmp[0] + tmp[M - 1] * 0.5 + tmp[2];
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 48};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { in[i][j] = i * 0.5 + j; w[i][j] = (i - j) * 0.25; out[i][j] = -2; }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, out[i][j]);
  }
  return 0;
}
