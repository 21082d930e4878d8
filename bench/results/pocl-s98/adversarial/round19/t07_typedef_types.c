/* stdint typedef arrays (int8_t, uint16_t, int64_t, uint32_t) and double in one nest with offsets and integer arithmetic */
#include <stdio.h>
#include <stdint.h>
#define N 40
static int8_t a8[N][N];
static uint16_t u16[N];
static int64_t i64[N][N];
static uint32_t u32[N][N];
static double d[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 0; j < n - 2; j++) {
      i64[i][j] = i64[i][j] * 3 + a8[i - 1][j + 2] - (int64_t)u16[j + 1] + (int64_t)u32[i][j + 1];
      u32[i][j] = u32[i][j] * 2654435761u + (uint32_t)a8[i][j];
      d[i][j] = d[i][j] + (double)i64[i][j] * 0.5;
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { u16[i] = (uint16_t)(i * 2000); for (j = 0; j < N; j++) { a8[i][j] = (int8_t)(i * 7 - j * 3); i64[i][j] = (int64_t)i * 100000007 - j; u32[i][j] = (uint32_t)(i * 31 + j); d[i][j] = 0.5; } }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %ld %u %a\n", n, (long)i64[i][j], u32[i][j], d[i][j]);
  }
  return 0;
}
