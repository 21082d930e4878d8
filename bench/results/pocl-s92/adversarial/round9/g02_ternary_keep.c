/* fused siblings with data-dependent ternary writes (keep the old value or replace it) to disjoint halves of one array */
#include <stdio.h>
#define N 40
static double u[N], w[N], f[N];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n / 2; i++)
      u[i] = f[i] > 0.5 ? f[i] : u[i];
    for (i = n / 2; i < n; i++)
      u[i] = f[i] < 0.25 ? u[i] * 0.5 : f[n - 1 - i];
    for (i = 0; i < n; i++)
      w[i] = w[i] > f[i] ? w[i] : f[i];
    for (i = 0; i < n; i++)
      f[i] = f[i] * 0.5 + u[i] * 0.125 + ((i + t) % 4) * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 9)) {
    for (i = 0; i < N; i++) { u[i] = -i; w[i] = 0.3; f[i] = ((i * 7) % 8) * 0.125; }
    g(4, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, u[i], w[i], f[i]);
  }
  return 0;
}
