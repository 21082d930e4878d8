/* EP-like: per-i LCG seed via a scalar helper with pointer argument, Box-Muller pairs with sqrt/log, annulus counts q[l] via a data-dependent subscript */
#include <stdio.h>
#include <math.h>
#define NQ 10
#define NK 64
static double xs[2 * NK], q[NQ], sx, sy;

static double randlc(double *x, double a)
{
  const double r23 = 1.1920928955078125e-07, r46 = r23 * r23, t23 = 8.388608e+06, t46 = t23 * t23;
  double t1, t2, t3, t4, a1, a2, x1, x2, z;
  int j;
  t1 = r23 * a; a1 = (int)t1; a2 = a - t23 * a1;
  t1 = r23 * (*x); x1 = (int)t1; x2 = *x - t23 * x1;
  t1 = a1 * x2 + a2 * x1; j = (int)(r23 * t1); t2 = j; z = t1 - t23 * t2;
  t3 = t23 * z + a2 * x2; j = (int)(r46 * t3); t4 = j; *x = t3 - t46 * t4;
  return r46 * (*x);
}

static void ep(int nk)
{
  int i, l;
  double x, t1, t2, t3, t4, t5;
#pragma bbmm
  {
  for (i = 0; i < nk; i++) {
    x = 271828183.0 + 1000.0 * i;
    xs[2 * i] = 2.0 * randlc(&x, 1220703125.0) - 1.0;
    xs[2 * i + 1] = 2.0 * randlc(&x, 1220703125.0) - 1.0;
  }
  for (i = 0; i < nk; i++) {
    t1 = xs[2 * i]; t2 = xs[2 * i + 1];
    t5 = t1 * t1 + t2 * t2;
    if (t5 <= 1.0 && t5 > 0.0) {
      t3 = sqrt(-2.0 * log(t5) / t5);
      t4 = t1 * t3; t3 = t2 * t3;
      l = (int)fmax(fabs(t3), fabs(t4));
      q[l] += 1.0; sx += t3; sy += t4;
    }
  }
  }
}

int main(void)
{
  int l, t;
  static const int sz[4] = { 0, 1, 5, 64 };
  for (t = 0; t < 4; t++) {
    for (l = 0; l < NQ; l++) q[l] = 0.0;
    sx = sy = 0.0;
    ep(sz[t]);
    printf("%a %a\n", sx, sy);
    for (l = 0; l < NQ; l++) printf("%a\n", q[l]);
    for (l = 0; l < 2 * NK; l++) printf("%a\n", xs[l]);
  }
  return 0;
}
