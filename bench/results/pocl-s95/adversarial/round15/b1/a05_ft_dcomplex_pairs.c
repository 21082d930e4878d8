/* FT-like evolve with dcomplex struct scalars and comma-expression macros, arrays stored as double [..][2] pairs */
#include <stdio.h>
typedef struct { double real, imag; } dcomplex;
#define cadd(c, a, b) (c.real = a.real + b.real, c.imag = a.imag + b.imag)
#define N1 8
#define N2 6
static double u0[N2][N1][2], u1[N2][N1][2], twiddle[N2][N1];

static void evolve(int d1, int d2, int t)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < d2; j++)
    for (i = 0; i < d1; i++) {
      double tw = twiddle[j][i] * (t + 1);
      u0[j][i][0] = u0[j][i][0] * tw;
      u0[j][i][1] = u0[j][i][1] * tw;
      u1[j][i][0] = u0[j][i][0] + u1[j][i][1];
      u1[j][i][1] = u0[j][i][1] - u1[j][i][0];
    }
}

int main(void)
{
  int dims[][2] = { {8, 6}, {1, 1}, {3, 5}, {0, 2}, {7, 1} };
  int t, i, j, it;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < N2; j++) for (i = 0; i < N1; i++) {
      u0[j][i][0] = 0.125 * (i + j); u0[j][i][1] = -0.0625 * (i * j % 5);
      u1[j][i][0] = 1.0; u1[j][i][1] = 0.5;
      twiddle[j][i] = 1.0 - 0.0078125 * ((i + 3 * j) % 7);
    }
    for (it = 0; it < 3; it++) evolve(dims[t][0], dims[t][1], it);
    dcomplex chk = { 0.0, 0.0 }, x;
    for (j = 0; j < N2; j++) for (i = 0; i < N1; i++) {
      x.real = u1[j][i][0]; x.imag = u1[j][i][1];
      cadd(chk, chk, x);
    }
    printf("%d %a %a\n", t, chk.real, chk.imag);
  }
  return 0;
}
