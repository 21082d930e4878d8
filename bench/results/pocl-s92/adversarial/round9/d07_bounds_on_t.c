/* siblings whose bounds shrink or grow with the time step t (one from t upward, one to n - t), with offset reads of the previous step */
#include <stdio.h>
#define N 36
static double u[N + 2], v[N + 2], w[N + 2];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = t; i < n; i++)
      u[i] = u[i] + w[i + 1];
    for (i = 0; i < n - t; i++)
      v[i + 1] = v[i + 1] * 0.5 + w[i];
    for (i = 0; i < n; i++)
      w[i + 1] = 0.25 * (u[i] + v[i + 1]) + 0.5 * w[i + 1];
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 8)) {
    for (i = 0; i < N + 2; i++) { u[i] = i; v[i] = -i; w[i] = (i % 6) * 0.5; }
    g(6, n);
    for (i = 0; i < N + 2; i++) printf("%d %a %a %a\n", n, u[i], v[i], w[i]);
  }
  return 0;
}
