/* eight arrays of int, float, double, long, short, unsigned char, unsigned in one 2-D nest, some read-only, some write-only, shifted */
#include <stdio.h>
#define N 40
static double d[N][N];
static float f[N][N];
static int ia[N][N];
static long la[N];
static short sa[N][N];
static unsigned char ua[N][N];
static unsigned uu[N][N];
static double out[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 2; i < n; i++)
    for (j = 0; j < n - 2; j++) {
      out[i][j] = d[i - 2][j + 1] + f[i - 1][j + 2] * 2.0f + ia[i][j + 2] + la[i - 1] + sa[i - 2][j] + ua[i][j + 1];
      uu[i][j] = uu[i][j] * 3u + (unsigned)ia[i - 1][j];
      f[i][j + 1] = f[i][j + 1] + 0.5f;
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) {
      la[i] = 1000L * i - 7;
      for (j = 0; j < N; j++) { d[i][j] = i * 0.5 - j; f[i][j] = (float)(i + j) / 3.0f; ia[i][j] = i * j - 5; sa[i][j] = (short)(i - 2 * j); ua[i][j] = (unsigned char)(i * 7 + j); uu[i][j] = 4000000000u - (unsigned)(i * j); out[i][j] = -1.0; }
    }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a %u\n", n, out[i][j], (double)f[i][j], uu[i][j]);
  }
  return 0;
}
