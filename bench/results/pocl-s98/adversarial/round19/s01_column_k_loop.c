/* main loops over k calling a region that updates column k and reads columns k-1, k+2 (auto scope: one-column boxes pile up beside each other) */
#include <stdio.h>
#define N 50
static double A[N][N];
static float w[N];
static void col(int n, int k)
{
  int i;
#pragma bbmm
  for (i = 1; i < n; i++)
    A[i][k] = A[i - 1][k - 1] * 0.5 + A[i][k + 2] * w[i] + A[i][k];
}
int main(void)
{
  static const int ns[] = {4, 5, 9, 33, 50};
  int q, i, j, k, r;
  for (q = 0; q < 5; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { w[i] = 1.0f / (float)(i + 1); for (j = 0; j < N; j++) A[i][j] = ((i + 2 * j) % 9) * 0.25; }
    for (r = 0; r < 2; r++)
      for (k = 1; k < n - 2; k++)
        col(n, k);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, A[i][j]);
  }
  return 0;
}
