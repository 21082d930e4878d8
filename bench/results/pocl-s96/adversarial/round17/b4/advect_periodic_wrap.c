/* 2-D periodic advection (Lax-Wendroff-like) with modulo wrap subscripts (i+1)%n, (i-1+n)%n, sizes up to 64, ping-pong arrays, host mass check every step */
#include <stdio.h>
#define N 64
static double a[N][N], b[N][N];

static void step(int n, double cx, double cy, double (*in)[N], double (*out)[N])
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      out[i][j] = in[i][j]
        - 0.5 * cx * (in[(i + 1) % n][j] - in[(i - 1 + n) % n][j])
        - 0.5 * cy * (in[i][(j + 1) % n] - in[i][(j - 1 + n) % n])
        + 0.5 * cx * cx * (in[(i + 1) % n][j] - 2.0 * in[i][j] + in[(i - 1 + n) % n][j])
        + 0.5 * cy * cy * (in[i][(j + 1) % n] - 2.0 * in[i][j] + in[i][(j - 1 + n) % n]);
}

int main(void)
{
  static const int sz[6] = { 1, 2, 3, 17, 40, 64 };
  int c, i, j, t;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = ((i / 4 + j / 4) % 3 == 0) ? 1.0 : 0.0; b[i][j] = 0.0; }
    for (t = 0; t < 6; t++) {
      double m = 0.0;
      if (t % 2 == 0) step(n, 0.25, 0.125, a, b); else step(n, 0.25, 0.125, b, a);
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) m += (t % 2 == 0) ? b[i][j] : a[i][j];
      printf("n %d t %d mass %a\n", n, t, m);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
