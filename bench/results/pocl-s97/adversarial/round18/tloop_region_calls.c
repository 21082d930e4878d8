/* a region holding its own time loop called alternately on two different arrays with different step counts and sizes */
#include <stdio.h>
#define N 20
static double X[N][N], Y[N][N], W[N][N];

static void evolve(int n, int T, double a[N][N], double w[N][N])
{
  int t, i, j;
#pragma bbmm
  for (t = 0; t < T; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        w[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) + 0.001 * t;
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = w[i][j];
  }
}

int main(void)
{
  int c, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { X[i][j] = (i + j) % 3; Y[i][j] = (i * j) % 5; W[i][j] = 0.0; }
  for (c = 0; c < 8; c++) {
    if (c % 2 == 0) evolve(N - c, 30 + c, X, W);
    else evolve(N - 1, 41, Y, W);
    printf("c=%d x=%a y=%a w=%a\n", c, X[N / 2][N / 2], Y[3][4], W[2][2]);
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a\n", X[i][j], Y[i][j], W[i][j]);
  return 0;
}
