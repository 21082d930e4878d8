/* fused siblings with compound assignments (+=, *=, -=) on disjoint strided parts of one array and on another array */
#include <stdio.h>
#define N 48
static double a[N], b[N], s[N];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i += 3)
      a[i] += s[i];
    for (i = 1; i < n; i += 3)
      a[i] *= 0.5;
    for (i = 2; i < n; i += 3)
      a[i] -= s[i - 2];
    for (i = 0; i < n; i++)
      b[i] += a[i] * 0.25;
    for (i = 0; i < n; i++)
      s[i] = s[i] * 0.5 + b[i] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 5 ? 1 : 10)) {
    for (i = 0; i < N; i++) { a[i] = i; b[i] = -i * 0.5; s[i] = (i % 7) * 0.25; }
    g(3, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, a[i], b[i], s[i]);
  }
  return 0;
}
