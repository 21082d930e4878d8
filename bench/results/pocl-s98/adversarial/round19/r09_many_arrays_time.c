/* eight arrays (int, float, double, long, 1-D/2-D) in one nest inside a time loop called from main (auto scope), sub-range 3..n-2 */
#include <stdio.h>
#define N 40
static double p[N][N], r[N][N];
static float f1[N], f2[N][N];
static int ii[N][N];
static long ll[N];
static double o1[N][N];
static unsigned short us[N][N];
static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 3; i < n - 2; i++)
    for (j = 2; j < n - 3; j++) {
      o1[i][j] = p[i - 3][j + 1] + r[i + 2][j - 2] * f1[j + 3] + f2[i][j] + ii[i - 1][j] + ll[i + 1] + us[i][j + 3];
      f2[i][j] = f2[i][j] * 0.5f + 1.0f;
      ii[i][j] = ii[i][j] + 1;
    }
#pragma bbmm
  for (i = 3; i < n - 2; i++)
    for (j = 2; j < n - 3; j++)
      p[i][j] = o1[i][j] * 0.001;
}
int main(void)
{
  static const int ns[] = {0, 1, 5, 6, 7, 16, 33, 40};
  int q, i, j, t;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { f1[i] = (float)i * 0.5f; ll[i] = 3L * i - 40; for (j = 0; j < N; j++) { p[i][j] = i * 0.25 - j; r[i][j] = 1.0 / (1 + i + j); f2[i][j] = (float)(i ^ j); ii[i][j] = i * j; o1[i][j] = -1; us[i][j] = (unsigned short)(i * 1000 + j); } }
    for (t = 0; t < 5; t++)
      step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a %a %d\n", n, p[i][j], o1[i][j], (double)f2[i][j], ii[i][j]);
  }
  return 0;
}
