/* the same step function called with two different array pairs on alternate steps, 80 steps */
#include <stdio.h>
#define N 14

static void step(int n, double a[N][N], double b[N][N])
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = a[i][j] + 0.1 * (a[i + 1][j] + a[i - 1][j] - 2.0 * a[i][j]) + 0.05 * (a[i][j + 1] - a[i][j - 1]);
}

static double A[N][N], B[N][N], C[N][N], D[N][N];

int main(void)
{
  int n, i, j, t;
  for (n = 2; n <= N; n += 4) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i; B[i][j] = j; C[i][j] = i * j % 5; D[i][j] = 1.0; }
    for (t = 0; t < 80; t++) {
      if (t % 2 == 0) { step(n, A, B); step(n, B, A); }
      else { step(n, C, D); step(n, D, C); }
      if (t % 20 == 19) { A[n / 2][n / 2] += C[n / 2][n / 2]; }
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a %a %a\n", A[i][j], B[i][j], C[i][j], D[i][j]);
  }
  return 0;
}
