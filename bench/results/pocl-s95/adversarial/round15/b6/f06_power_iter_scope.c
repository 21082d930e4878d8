/* power iteration: y = A x region, norm region (sum of squares), x = y / norm region; host loop with while(1) and break on convergence, data scope around it */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N][N], x[N], y[N];

static void matvec(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++) {
    y[i] = 0.0;
    for (j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
}

static double norm2(int n)
{
  int i;
  double s = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++)
    s += y[i] * y[i];
  return sqrt(s);
}

static void scale(int n, double nrm)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    x[i] = y[i] / nrm;
}

int main(void)
{
  int ns[] = { 20, 1, 2, 7 };
  int t, i, j;
  for (t = 0; t < 4; t++) {
    int n = ns[t], it = 0;
    double lam = 0.0, old = -1.0;
    for (i = 0; i < N; i++) { x[i] = 1.0; for (j = 0; j < N; j++) A[i][j] = (i == j) ? 2.0 + 0.125 * i : 1.0 / (1 + i + j); }
#pragma bbmm data(A, x, y)
    while (1) {
      matvec(n);
      lam = norm2(n);
      scale(n, lam);
      it++;
      if (fabs(lam - old) < 1e-10 || it >= 50) break;
      old = lam;
    }
    double s = 0.0;
    for (i = 0; i < N; i++) s += x[i] * (i + 1);
    printf("%d %d %a %a\n", n, it, lam, s);
  }
  return 0;
}
