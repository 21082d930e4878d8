/* a solver function holding its own explicit scope and time loop, called alternately on two array sets of different sizes */
#include <stdio.h>
#define N 20

static void solve(int n, int T, double a[N][N], double b[N][N])
{
  int t, i, j;
#pragma bbmm data(a, b)
  for (t = 0; t < T; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        b[i][j] = a[i][j] + 0.15 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
    if (t % 10 == 9) {
#pragma bbmm update host(a)
      printf("  t=%d %a\n", t, a[n / 2][n / 2]);
    }
  }
}

static double A[N][N], B[N][N], C[N][N], D[N][N];

int main(void)
{
  int c, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 3; B[i][j] = 0; C[i][j] = (i + j) % 4; D[i][j] = 0; }
  for (c = 0; c < 6; c++) {
    if (c % 2 == 0) solve(N - c, 25 + c, A, B);
    else solve(11, 33, C, D);
    printf("c=%d\n", c);
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a %a\n", A[i][j], B[i][j], C[i][j], D[i][j]);
  return 0;
}
