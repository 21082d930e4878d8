/* host memcpy resets the array to a saved state every 17 steps (restart), 100 steps, auto scope */
#include <stdio.h>
#include <string.h>
#define N 15
static double a[N][N], b[N][N], save[N][N];

int main(void)
{
  int n = N, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i * 3 + j) % 4); b[i][j] = 0.0; }
  memcpy(save, a, sizeof a);
  for (t = 0; t < 100; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = 0.9 * b[i][j] + 0.1 * a[i][j];
    if (t % 17 == 16) {
      printf("t=%d a=%a b=%a\n", t, a[n / 2][n / 2], b[1][1]);
      memcpy(a, save, sizeof a);
      save[t % n][t % n] += 1.0;
    }
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
  return 0;
}
