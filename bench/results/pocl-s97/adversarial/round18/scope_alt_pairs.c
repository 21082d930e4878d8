/* explicit scope over four arrays; the step function alternates between pairs (A,B) and (C,D); host reads C every 4 steps */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N], C[N][N], D[N][N];

static void step(int n, double x[N][N], double y[N][N])
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        y[i][j] = 0.2 * (x[i][j] + x[i - 1][j] + x[i + 1][j] + x[i][j - 1] + x[i][j + 1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        x[i][j] = y[i][j] + 0.01;
  }
}

int main(void)
{
  int n, i, j, t;
  for (n = 3; n <= N; n += 3) {
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i; B[i][j] = 0; C[i][j] = j; D[i][j] = 0; }
#pragma bbmm data(A, B, C, D)
    for (t = 0; t < 100; t++) {
      if (t % 2) step(n, A, B); else step(n, C, D);
      if (t % 4 == 3) {
#pragma bbmm update host(C)
        s += C[n / 2][n / 2] + C[1][n - 2];
      }
    }
    printf("n=%d s=%a\n", n, s);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a %a %a\n", A[i][j], B[i][j], C[i][j], D[i][j]);
  }
  return 0;
}
