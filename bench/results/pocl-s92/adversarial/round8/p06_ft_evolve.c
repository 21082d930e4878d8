/* FT evolve: twiddle from exp() with wrapped wavenumbers (ii = i >= nx/2 ? i - nx : i) as int scalars, complex as re/im arrays, several steps */
#include <stdio.h>
#include <math.h>
#define NZ 4
#define NY 6
#define NX 8
static double twiddle[NZ][NY][NX], u0r[NZ][NY][NX], u0i[NZ][NY][NX], u1r[NZ][NY][NX], u1i[NZ][NY][NX];

static void compute_indexmap(int nx, int ny, int nz, double ap)
{
  int i, j, k, ii, jj, kk, ii2, ik2;
#pragma bbmm
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++) {
        ii = i >= nx / 2 ? i - nx : i;
        ii2 = ii * ii;
        jj = j >= ny / 2 ? j - ny : j;
        kk = k >= nz / 2 ? k - nz : k;
        ik2 = ii2 + jj * jj + kk * kk;
        twiddle[k][j][i] = exp(ap * (double)ik2);
      }
}

static void evolve(int nx, int ny, int nz)
{
  int i, j, k;
  double re, im;
#pragma bbmm
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++) {
        re = u0r[k][j][i] * twiddle[k][j][i];
        im = u0i[k][j][i] * twiddle[k][j][i];
        u0r[k][j][i] = re;
        u0i[k][j][i] = im;
        u1r[k][j][i] = re;
        u1i[k][j][i] = im;
      }
}

int main(void)
{
  int i, j, k, t, c;
  static const int sz[4][3] = { {1, 1, 1}, {2, 3, 1}, {8, 6, 4}, {5, 5, 3} };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) {
      u0r[k][j][i] = 0.125 * ((i + 3 * j + 5 * k) % 7);
      u0i[k][j][i] = -0.0625 * ((2 * i + j + k) % 5);
      twiddle[k][j][i] = 0.0; u1r[k][j][i] = u1i[k][j][i] = 9.0;
    }
    compute_indexmap(sz[c][0], sz[c][1], sz[c][2], -4.0 * 1.0e-6 * 3.141592653589793 * 3.141592653589793);
    for (t = 1; t <= 3; t++) {
      evolve(sz[c][0], sz[c][1], sz[c][2]);
      printf("t=%d %a %a\n", t, u1r[0][0][0], u1i[NZ - 1][NY - 1][NX - 1]);
    }
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++)
      printf("%a %a %a %a\n", twiddle[k][j][i], u1r[k][j][i], u1i[k][j][i], u0r[k][j][i]);
  }
  return 0;
}
