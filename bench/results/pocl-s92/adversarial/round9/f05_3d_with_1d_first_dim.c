/* a 3-D nest fused with a 1-D nest writing Z[i][0][0]-style first-dimension elements of another 3-D array, and a 2-D nest on a plane */
#include <stdio.h>
#define N 8
static double X[N][N][N], Z[N][N][N], S[N][N][N];
static void g(int steps, int n)
{
  int t, i, j, k;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 0; k < n; k++)
          X[i][j][k] = X[i][j][k] * 0.5 + S[k][j][i];
    for (i = 0; i < n; i++)
      Z[i][0][0] = Z[i][0][0] + S[i][i][i];
    for (j = 1; j < n; j++)
      for (k = 0; k < n; k++)
        Z[n - 1][j][k] = S[0][j][k] - Z[n - 1][j][k];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 0; k < n; k++)
          S[i][j][k] = S[i][j][k] * 0.25 + X[i][j][k] * 0.125 + Z[i][j][k] * 0.0625;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j, k;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 2)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { X[i][j][k] = i - k; Z[i][j][k] = j + k; S[i][j][k] = (i * 4 + j * 2 + k) % 5; }
    g(2, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%d %a %a %a\n", n, X[i][j][k], Z[i][j][k], S[i][j][k]);
  }
  return 0;
}
