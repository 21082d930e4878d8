/* one sibling updates a[0..k-1] in place, the next reads a[k..] shifted by k into b (disjoint parts, no dependence inside a step) */
#include <stdio.h>
#define N 48
static double a[N], b[N];
static void g(int steps, int n, int k)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < k; i++)
      a[i] = a[i] * 0.5 + b[i];
    for (i = 0; i < n - k; i++)
      b[i] = b[i] * 0.25 + a[i + k];
    for (i = k; i < n; i++)
      a[i] = a[i] + 0.125 * b[i - k];
  }
#pragma endscop
}
int main(void)
{
  int n, k, i;
  for (n = 0; n <= N; n += 12)
    for (k = 0; k <= n; k += 5) {
      for (i = 0; i < N; i++) { a[i] = i; b[i] = (i % 7) * 0.5; }
      g(3, n, k);
      for (i = 0; i < N; i++) printf("%d %d %a %a\n", n, k, a[i], b[i]);
    }
  return 0;
}
