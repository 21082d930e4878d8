/* two siblings write the left and right halves of one array (split at a parameter), each reading its own half of the previous step's copy */
#include <stdio.h>
#define N 48
static double u[N], old[N];
static void f(int steps, int n, int k)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i < k; i++)
      u[i] = 0.5 * (old[i - 1] + old[i + 1]);
    for (i = k; i < n - 1; i++)
      u[i] = 0.25 * (old[i - 1] + 2.0 * old[i] + old[i + 1]);
    for (i = 0; i < n; i++)
      old[i] = u[i];
  }
#pragma endscop
}
int main(void)
{
  int n, k, i;
  for (n = 2; n <= N; n += 9)
    for (k = 1; k < n; k += 4) {
      for (i = 0; i < N; i++) { u[i] = old[i] = (i * 7 % 11) * 0.5; }
      f(3, n, k);
      for (i = 0; i < N; i++) printf("%d %d %a\n", n, k, u[i]);
    }
  return 0;
}
