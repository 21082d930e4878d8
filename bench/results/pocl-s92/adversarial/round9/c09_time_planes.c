/* time as an array dimension: two siblings write plane t+1 of X and Y from plane t with offsets (dependences only across time steps) */
#include <stdio.h>
#define T 6
#define N 30
static double X[T + 1][N + 2], Y[T + 1][N + 2];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i <= n; i++)
      X[t + 1][i] = X[t][i] + 0.5 * (Y[t][i + 1] - Y[t][i - 1]);
    for (i = 1; i <= n; i++)
      Y[t + 1][i] = Y[t][i] - 0.25 * (X[t][i + 1] - X[t][i - 1]);
  }
#pragma endscop
}
int main(void)
{
  int n, s, t, i;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 9))
    for (s = 0; s <= T; s += 3) {
      for (t = 0; t <= T; t++) for (i = 0; i < N + 2; i++) { X[t][i] = (t == 0) ? (i % 5) * 0.5 : -1; Y[t][i] = (t == 0) ? (i % 3) * 0.25 : -2; }
      g(s, n);
      for (t = 0; t <= T; t++) for (i = 0; i < N + 2; i++) printf("%d %d %a %a\n", n, s, X[t][i], Y[t][i]);
    }
  return 0;
}
