/* durbin (chain) with r, y, z stored at offsets o and o+1 inside longer arrays, several n */
#include <stdio.h>
#define N 40
static double r[N + 4], y[N + 4], z[N + 4];
static void durbin(int n, int o)
{
  int k, i;
  double alpha, beta, sum;
  y[o] = -r[o];
  beta = 1.0;
  alpha = -r[o];
#pragma bbmm
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (i = 0; i < k; i++)
      sum += r[k - i - 1 + o] * y[i + o];
    alpha = -(r[k + o] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i + 1] = y[i + o] + alpha * y[k - i - 1 + o];
    for (i = 0; i < k; i++)
      y[i + o] = z[i + 1];
    y[k + o] = alpha;
  }
}
int main(void)
{
  static const int ns[] = {1, 2, 3, 7, 16, 33, 40};
  int q, i;
  for (q = 0; q < 7; q++) {
    int n = ns[q];
    for (i = 0; i < N + 4; i++) { r[i] = 1.0 / (i + 2.0); y[i] = 0; z[i] = 0; }
    durbin(n, q % 4);
    for (i = 0; i < N + 4; i++) printf("%d %a %a\n", n, y[i], z[i]);
  }
  return 0;
}
