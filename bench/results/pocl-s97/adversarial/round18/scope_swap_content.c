/* explicit scope; every 8th step the host exchanges the contents of two arrays element by element (update host both, swap, update device both) */
#include <stdio.h>
#define N 20
static double p[N][N], q[N][N];

int main(void)
{
  int n = N, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { p[i][j] = (double)(i % 3); q[i][j] = (double)(j % 5); }
#pragma bbmm data(p, q)
  for (t = 0; t < 100; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        q[i][j] = 0.5 * q[i][j] + 0.125 * (p[i - 1][j] + p[i + 1][j] + p[i][j - 1] + p[i][j + 1]);
    if (t % 8 == 7) {
#pragma bbmm update host(p, q)
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) { double x = p[i][j]; p[i][j] = q[i][j]; q[i][j] = x; }
#pragma bbmm update device(p, q)
    }
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", p[i][j], q[i][j]);
  return 0;
}
