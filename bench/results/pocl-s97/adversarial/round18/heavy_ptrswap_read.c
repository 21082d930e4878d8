/* heavy stencil with pointer swap every step in a scope over both buffers; host reads the current buffer every 3rd step via update host */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N];

static void step(int n, double out[N][N], double in[N][N])
{
  int i, j, k;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      double s = 0.0;
      for (k = 0; k < 100; k++) s = 0.5 * s + in[i][j] * 0.01;
      out[i][j] = s + 0.2 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
    }
}

int main(void)
{
  int n = N, i, j, t;
  double chk = 0.0;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i + j) % 4); B[i][j] = A[i][j]; }
#pragma bbmm data(A, B)
  for (t = 0; t < 61; t++) {
    if (t % 2 == 0) step(n, B, A); else step(n, A, B);
    if (t % 3 == 0) {
      if (t % 2 == 0) {
#pragma bbmm update host(B)
        chk += B[n / 2][n / 3];
      } else {
#pragma bbmm update host(A)
        chk += A[n / 2][n / 3];
      }
    }
  }
  printf("chk=%a\n", chk);
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", A[i][j], B[i][j]);
  return 0;
}
