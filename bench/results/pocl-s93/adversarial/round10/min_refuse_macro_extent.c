/* refusal whose advice is what was written: with #define S (N + 2), array(in[N][S]) and the subscript in[i * S + j] are refused with "write it as 'row * S + column'"; a macro with a plain number (#define S 6) is accepted */
#include <stdio.h>
#define N 4
#define S (N + 2)
static void f(double *in, double *out)
{
  int i, j;
#pragma bbmm array(in[N][S], out[N][N])
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      out[i * N + j] = in[i * S + j];
}
int main(void)
{
  double g[N * S], o[N * N];
  int i;
  for (i = 0; i < N * S; i++) g[i] = i;
  f(g, o);
  for (i = 0; i < N * N; i++) printf("%a\n", o[i]);
  return 0;
}
