/* main loops over planes k calling a region on plane k of a 3-D array reading planes k-1 and k+1 (one-plane boxes beside each other) */
#include <stdio.h>
#define N 14
static double U[N][N][N];
static void plane(int n, int k)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 0; j < n; j++)
      U[k][i][j] = 0.25 * (U[k - 1][i][j] + U[k + 1][i - 1][j]) + 0.5 * U[k][i + 1][j];
}
int main(void)
{
  static const int ns[] = {3, 4, 7, 14};
  int q, i, j, k, r;
  for (q = 0; q < 4; q++) {
    int n = ns[q];
    for (k = 0; k < N; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[k][i][j] = (k * 5 + i * 3 + j) % 7;
    for (r = 0; r < 2; r++) {
      for (k = 1; k < n - 1; k++) plane(n, k);
      for (k = n - 2; k >= 1; k--) plane(n, k);
    }
    for (k = 0; k < n; k++) for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, U[k][i][j]);
  }
  return 0;
}
