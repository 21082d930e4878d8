/* odd-sized unsigned char, short, float and double arrays in one nest (fused buffers with odd byte sizes), shifted */
#include <stdio.h>
#define N 37
static unsigned char m[N][N];
static short s[N];
static float f[N][N];
static double d[N][N];
static char e[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 0; j < n - 1; j++) {
      d[i][j] = d[i][j] + m[i - 1][j + 1] * 0.5 + s[j + 1] + f[i][j] + e[i][j];
      e[i][j] = (char)(m[i][j] % 7);
      f[i][j] = f[i][j] * 0.5f + (float)s[i];
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 9, 17, 31, 37};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { s[i] = (short)(i * 3 - 20); for (j = 0; j < N; j++) { m[i][j] = (unsigned char)(i * 11 + j * 5); f[i][j] = (float)(i - j) * 0.25f; d[i][j] = i * j; e[i][j] = (char)(j - i); } }
    k(n); k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a %d\n", n, d[i][j], (double)f[i][j], e[i][j]);
  }
  return 0;
}
