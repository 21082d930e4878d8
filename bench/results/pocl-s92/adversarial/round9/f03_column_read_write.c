/* a 1-D sibling reads the last column of M while the 2-D sibling writes the other columns; a later nest writes that column from the 1-D result */
#include <stdio.h>
#define N 30
static double M[N][N], c[N], d[N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      c[i] = c[i] * 0.5 + M[i][n - 1];
    for (i = 0; i < n; i++)
      for (j = 0; j < n - 1; j++)
        M[i][j] = M[i][j] * 0.75 + d[j];
    for (i = 0; i < n; i++)
      M[i][n - 1] = c[i] + M[i][0] * 0.25;
    for (i = 0; i < n; i++)
      d[i] = d[i] * 0.5 + M[n - 1 - i][i] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 9)) {
    for (i = 0; i < N; i++) { c[i] = i; d[i] = -i * 0.5; for (j = 0; j < N; j++) M[i][j] = ((i * 11 + j * 7) % 13) * 0.25; }
    g(4, n);
    for (i = 0; i < N; i++) { printf("%d %a %a\n", n, c[i], d[i]); for (j = 0; j < N; j++) printf("%a ", M[i][j]); printf("\n"); }
  }
  return 0;
}
