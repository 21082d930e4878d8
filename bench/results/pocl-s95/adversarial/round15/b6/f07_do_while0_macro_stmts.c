/* statement macros in do { } while (0) with several assignments (flux split), used in a 2-D region over 5-component cells */
#include <stdio.h>
#define N 14
#define FLUX(f, q, c) do { (f)[0] = (q)[1]; (f)[1] = (q)[1] * (q)[1] / (q)[0] + (c) * (q)[0]; (f)[2] = (q)[1] * (q)[2] / (q)[0]; } while (0)
static double q[N][N][3], fx[N][N][3];

static void flux(int nx, int ny, double c)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < ny; j++)
    for (i = 0; i < nx; i++)
      FLUX(fx[j][i], q[j][i], c);
}

int main(void)
{
  int sz[][2] = { {14, 14}, {0, 3}, {1, 1}, {5, 2}, {9, 13} };
  int t, i, j, m;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) {
      q[j][i][m] = 1.0 + 0.125 * ((j * 3 + i * 5 + m * 7 + t) % 9);
      fx[j][i][m] = -1.0;
    }
    flux(sz[t][0], sz[t][1], 0.5 + t);
    double s = 0.0;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) s += fx[j][i][m] * (1 + (i + m) % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
