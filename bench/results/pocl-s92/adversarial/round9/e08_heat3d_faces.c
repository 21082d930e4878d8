/* heat-3d step with two 2-D face nests (k = 0 and k = n-1 planes, Neumann copies) fused with nothing-dependent work, several steps */
#include <stdio.h>
#define N 10
static double A[N][N][N], B[N][N][N];
static void g(int steps, int n)
{
  int t, i, j, k;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        B[i][j][0] = A[i][j][1];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        B[i][j][n - 1] = A[i][j][n - 2];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 0; k < n; k++)
          A[i][j][k] = B[i][j][k];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j, k;
  for (n = 2; n <= N; n += 3) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { A[i][j][k] = (i + j + (N - k)) * 10 / (double)N; B[i][j][k] = -1; }
    g(3, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%d %a %a\n", n, A[i][j][k], B[i][j][k]);
  }
  return 0;
}
