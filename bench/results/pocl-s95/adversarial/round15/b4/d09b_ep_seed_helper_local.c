/* (constants local) EP-style: scalar helper randlc(&seed, a) advancing a per-iteration seed declared inside the body, gaussian-pair acceptance counts into q[] bins (histogram by data) */
#include <stdio.h>
#include <math.h>
#define NK 64
static double xs[NK], ys[NK];

static double randlc(double *x, double a)
{
  double t1, t2, t3, t4, a1, a2, x1, x2, z;
  double r23 = 1.0 / 8388608.0, t23 = 8388608.0;
  t1 = r23 * a; a1 = (int)t1; a2 = a - t23 * a1;
  t1 = r23 * *x; x1 = (int)t1; x2 = *x - t23 * x1;
  t1 = a1 * x2 + a2 * x1;
  t2 = (int)(r23 * t1);
  z = t1 - t23 * t2;
  t3 = t23 * z + a2 * x2;
  t4 = (int)(r23 * (r23 * t3));
  *x = t3 - (t23 * t23) * t4;
  return r23 * r23 * *x;
}

static void gen(int n, double base)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) {
    double seed = base + 97.0 * i;
    double a = 1220703125.0;
    xs[i] = 2.0 * randlc(&seed, a) - 1.0;
    ys[i] = 2.0 * randlc(&seed, a) - 1.0;
  }
}

int main(void)
{
  int ns[] = { 64, 0, 1, 17 };
  int t, i;
  for (t = 0; t < 4; t++) {
    for (i = 0; i < NK; i++) xs[i] = ys[i] = 0.0;
    gen(ns[t], 271828183.0 + t);
    int q[4] = { 0, 0, 0, 0 };
    double sx = 0.0, sy = 0.0;
    for (i = 0; i < NK; i++) {
      double t1 = xs[i] * xs[i] + ys[i] * ys[i];
      if (t1 <= 1.0 && t1 > 0.0) {
        double t2 = sqrt(-2.0 * log(t1) / t1);
        double tx = fabs(xs[i] * t2), ty = fabs(ys[i] * t2);
        int l = (int)fmax(tx, ty);
        if (l < 4) q[l]++;
        sx += xs[i] * t2; sy += ys[i] * t2;
      }
    }
    printf("%a %a %d %d %d %d %a\n", sx, sy, q[0], q[1], q[2], q[3], xs[NK / 2]);
  }
  return 0;
}
