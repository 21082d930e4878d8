/* fused siblings on int arrays (histogram-free counters, shifts, modulo arithmetic on values), printed with %d */
#include <stdio.h>
#define N 36
static int cnt[N][N], row[N], col[N], key[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        cnt[i][j] = (cnt[i][j] + key[i][j] * 3) % 1009;
    for (i = 0; i < n; i++)
      row[i] = (row[i] * 2) % 4093 + key[i][0];
    for (j = 0; j < n; j++)
      col[j] = col[j] / 2 + key[n - 1][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        key[i][j] = (key[i][j] * 7 + cnt[i][j] + row[i] - col[j]) % 97;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 11)) {
    for (i = 0; i < N; i++) { row[i] = i; col[i] = 2 * i + 1; for (j = 0; j < N; j++) { cnt[i][j] = 0; key[i][j] = (i * 31 + j * 17) % 23; } }
    g(4, n);
    for (i = 0; i < N; i++) { printf("%d %d %d\n", n, row[i], col[i]); for (j = 0; j < N; j++) printf("%d %d ", cnt[i][j], key[i][j]); printf("\n"); }
  }
  return 0;
}
