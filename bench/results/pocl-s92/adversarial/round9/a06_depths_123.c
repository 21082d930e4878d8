/* 1-D, 2-D and 3-D sibling nests with different bounds writing different arrays in a time loop; a later nest reads all */
#include <stdio.h>
#define N 12
static double p[N], q[N][N], r[N][N][N], s[N][N];
static void go(int steps, int n)
{
  int t, i, j, k;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      p[i] = p[i] + s[i][0];
    for (i = 1; i < n - 1; i++)
      for (j = 0; j < n; j++)
        q[i][j] = q[i][j] * 0.5 + s[j][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (k = 2; k < n; k++)
          r[i][j][k] = r[i][j][k] + s[i][j] * k;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = p[i] * 0.25 + q[i][j] * 0.5 + r[i][j][n - 1] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j, k;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 4)) {
    for (i = 0; i < N; i++) {
      p[i] = i;
      for (j = 0; j < N; j++) {
        q[i][j] = i - j; s[i][j] = (i + 2 * j) % 5;
        for (k = 0; k < N; k++) r[i][j][k] = (i + j + k) % 3;
      }
    }
    go(2, n);
    for (i = 0; i < N; i++) {
      printf("%d %a\n", n, p[i]);
      for (j = 0; j < N; j++) {
        printf("%a %a", q[i][j], s[i][j]);
        for (k = 0; k < N; k++) printf(" %a", r[i][j][k]);
        printf("\n");
      }
    }
  }
  return 0;
}
