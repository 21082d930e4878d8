/* one 3-D array written in three disjoint parts by 1-D, 2-D and 3-D sibling nests (edge, face, interior), reading another 3-D array */
#include <stdio.h>
#define N 9
static double R[N][N][N], F[N][N][N];
static void g(int steps, int n)
{
  int t, i, j, k;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (k = 0; k < n; k++)
      R[0][0][k] = F[0][0][k] + t;
    for (j = 1; j < n; j++)
      for (k = 0; k < n; k++)
        R[0][j][k] = F[0][j][k] * 0.5 + F[0][j - 1][k];
    for (i = 1; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 1; k < n; k++)
          R[i][j][k] = F[i][j][k] - F[i - 1][j][k - 1];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 0; k < n; k++)
          F[i][j][k] = F[i][j][k] * 0.5 + R[i][j][k] * 0.25;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j, k;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 3)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { R[i][j][k] = 1000 + i * 100 + j * 10 + k; F[i][j][k] = (i + 2 * j + 3 * k) % 7; }
    g(2, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a %a\n", R[i][j][k], F[i][j][k]);
  }
  return 0;
}
