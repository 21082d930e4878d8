/* preconditioned CG on a 1-D variable-coefficient operator: z = r/diag region, one region computing two dot products into a global dots[2], host alpha/beta between, restarts every 5 iterations */
#include <stdio.h>
#include <math.h>
#define N 64
static double x[N], r[N], z[N], p[N], q[N], b[N], kc[N + 1], dg[N];
static double dots[2];

static void apply(int n, double *in, double *out)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    out[i] = (kc[i] + kc[i + 1]) * in[i] - (i > 0 ? kc[i] * in[i - 1] : 0.0) - (i < n - 1 ? kc[i + 1] * in[i + 1] : 0.0);
}

static void precond(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) z[i] = r[i] / dg[i];
}

static void two_dots(int n, double *a1, double *b1, double *a2, double *b2)
{
  int i;
  dots[0] = 0.0; dots[1] = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++) {
    dots[0] += a1[i] * b1[i];
    dots[1] += a2[i] * b2[i];
  }
}

static void update(int n, double alpha)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
}

static void newdir(int n, double beta)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++) p[i] = z[i] + beta * p[i];
}

int main(void)
{
  static const int sizes[6] = { 0, 1, 2, 3, 17, 64 };
  int c, i, it;
  for (i = 0; i <= N; i++) kc[i] = 1.0 + 0.125 * (i % 7);
  for (c = 0; c < 6; c++) {
    int n = sizes[c];
    double rz, rzold, alpha;
    for (i = 0; i < N; i++) { dg[i] = kc[i] + kc[i + 1]; b[i] = (i % 4 == 1) ? 1.0 : -0.25; x[i] = 0.0; r[i] = b[i]; p[i] = 0.0; q[i] = 0.0; z[i] = 0.0; }
    precond(n);
    for (i = 0; i < n; i++) p[i] = z[i];
    two_dots(n, r, z, r, r);
    rz = dots[0];
    for (it = 0; it < 12 && n > 0; it++) {
      apply(n, p, q);
      two_dots(n, p, q, q, q);
      if (dots[0] == 0.0) break;
      alpha = rz / dots[0];
      update(n, alpha);
      precond(n);
      rzold = rz;
      two_dots(n, r, z, r, r);
      rz = dots[0];
      printf("n %d it %d rr %a\n", n, it, sqrt(dots[1]));
      if (it % 5 == 4) { for (i = 0; i < n; i++) p[i] = z[i]; continue; }
      newdir(n, rz / rzold);
    }
    for (i = 0; i < n; i++) printf("%a %a\n", x[i], r[i]);
  }
  return 0;
}
