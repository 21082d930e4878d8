/* mvt with triangular inner loops, one product counting down, tmp scalars private to work-items */
#include <stdio.h>
#define N 33
static double A[N][N], x1[N], x2[N], y1[N], y2[N];
static void mvt(int n)
{
  int i, j;
  double s, u;
#pragma bbmm
  {
    for (i = 0; i < n; i++) {
      s = x1[i];
      for (j = i; j < n; j++)
        s = s + A[i][j] * y1[j];
      x1[i] = s;
    }
    for (i = n - 1; i >= 0; i--) {
      u = 0.0;
      for (j = 0; j <= i; j++)
        u = u + A[j][i] * y2[j];
      x2[i] = x2[i] + u;
    }
  }
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 7)) {
    for (i = 0; i < N; i++) {
      x1[i] = i * 0.5; x2[i] = 1.0 / (i + 1); y1[i] = (i % 5) - 2.0; y2[i] = (i % 3) * 0.25;
      for (j = 0; j < N; j++) A[i][j] = (double)((i * 7 + j * 3) % 11) / 8.0;
    }
    mvt(n);
    for (i = 0; i < N; i++) printf("%d %a %a\n", n, x1[i], x2[i]);
  }
  return 0;
}
