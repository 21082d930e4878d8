/* ternaries in bounds and subscripts: face-dependent start/end per k (kst = k == 0 ? 1 : 0), one-sided differences at ends */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N];

static void diff(int n, int m)
{
  int k, i;
#pragma bbmm
  for (k = 0; k < m; k++)
    for (i = (k == 0 ? 1 : 0); i < (k == m - 1 ? n - 1 : n); i++)
      b[k][i] = a[k][i == n - 1 ? i - 1 : i + 1] - a[k][i == 0 ? 1 : i - 1]
                + (k > 0 ? a[k-1][i] : 0.0) - (k < m - 1 ? a[k+1][i] : 0.0);
}

int main(void)
{
  int sz[][2] = { {12, 12}, {2, 1}, {2, 2}, {3, 5}, {7, 2}, {11, 9} };
  int t, i, k;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < N; k++) for (i = 0; i < N; i++) { a[k][i] = 0.25 * ((k * 3 + i * i + t) % 13); b[k][i] = -3.0; }
    diff(sz[t][0], sz[t][1]);
    for (k = 0; k < sz[t][1]; k++) { for (i = 0; i < sz[t][0]; i++) printf("%a ", b[k][i]); printf("\n"); }
  }
  return 0;
}
