/* two host loops (outer step, inner sweep over planes k) with sibling nests per plane reading the previous plane */
#include <stdio.h>
#define N 10
static double P[N][N][N], Q[N][N][N];
static void f(int steps, int n)
{
  int t, i, j, k;
#pragma scop
  for (t = 0; t < steps; t++)
    for (k = 1; k < n; k++) {
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          P[k][i][j] = P[k - 1][i][j] * 0.5 + Q[k][i][j];
      for (i = 0; i < n; i++)
        Q[k - 1][i][0] = Q[k - 1][i][0] + 1.0;
      for (j = 1; j < n; j++)
        Q[k - 1][0][j] = Q[k - 1][0][j] - 1.0;
    }
#pragma endscop
}
int main(void)
{
  int n, i, j, k;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 3)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { P[i][j][k] = i + j - k; Q[i][j][k] = (i * j + k) % 4; }
    f(2, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a %a\n", P[i][j][k], Q[i][j][k]);
  }
  return 0;
}
