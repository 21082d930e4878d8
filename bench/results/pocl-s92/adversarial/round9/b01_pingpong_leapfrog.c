/* leapfrog with ping-pong planes indexed by t%2: two siblings only depend on each other across time steps, reads at offsets +-1 */
#include <stdio.h>
#define N 40
static double A[2][N + 2], B[2][N + 2];
static void run(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 1; t <= steps; t++) {
    for (i = 1; i <= n; i++)
      A[t % 2][i] = A[(t + 1) % 2][i] + 0.5 * (B[(t + 1) % 2][i + 1] - B[(t + 1) % 2][i - 1]);
    for (i = 1; i <= n; i++)
      B[t % 2][i] = B[(t + 1) % 2][i] + 0.25 * (A[(t + 1) % 2][i + 1] - A[(t + 1) % 2][i - 1]);
  }
#pragma endscop
}
int main(void)
{
  int n, i, p, s;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 9))
    for (s = 0; s <= 5; s += 5) {
      for (p = 0; p < 2; p++)
        for (i = 0; i < N + 2; i++) { A[p][i] = (i * 3 % 7) * 0.125 + p; B[p][i] = (i * 5 % 9) * 0.0625 - p; }
      run(s, n);
      for (p = 0; p < 2; p++)
        for (i = 0; i < N + 2; i++) printf("%d %d %a %a\n", n, s, A[p][i], B[p][i]);
    }
  return 0;
}
