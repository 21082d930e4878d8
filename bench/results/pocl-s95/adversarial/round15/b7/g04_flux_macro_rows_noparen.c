/* statement macro without parenthesised array arguments (f[0] = q[1] ...) in do/while(0), applied to rows fx[j][i], q[j][i]; then a divergence using the fluxes */
#include <stdio.h>
#define N 14
#define FLUX(f, q, c) do { f[0] = q[1]; f[1] = q[1] * q[1] / q[0] + c * q[0]; f[2] = q[1] * q[2] / q[0]; } while (0)
static double q[N][N][3], fx[N][N][3], dq[N][N][3];

static void step(int nx, int ny, double c)
{
  int i, j, m;
#pragma bbmm
  {
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        FLUX(fx[j][i], q[j][i], c);
    for (j = 0; j < ny; j++)
      for (i = 1; i < nx; i++)
        for (m = 0; m < 3; m++)
          dq[j][i][m] = -(fx[j][i][m] - fx[j][i-1][m]);
  }
}

int main(void)
{
  int sz[][2] = { {14, 14}, {0, 3}, {1, 1}, {5, 2}, {9, 13} };
  int t, i, j, m;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) {
      q[j][i][m] = 1.0 + 0.125 * ((j * 3 + i * 5 + m * 7 + t) % 9);
      fx[j][i][m] = -1.0; dq[j][i][m] = 2.0;
    }
    step(sz[t][0], sz[t][1], 0.5 + t);
    double s = 0.0;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) s += (fx[j][i][m] + 3.0 * dq[j][i][m]) * (1 + (i + m) % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
