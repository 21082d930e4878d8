/* refusal with a wrong suggestion: x[IX(i, N + 1)] through the macro is refused, although the same expansion written out, x[((i) + (N + 2) * (N + 1))], is accepted; the message proposes 'row * N + 2 + column' (no parentheses) */
#include <stdio.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void f(int N, double *x)
{
  int i;
#pragma bbmm array(x[N + 2][N + 2])
  for (i = 1; i <= N; i++)
    x[IX(i, N + 1)] = x[IX(i, N)];
}
int main(void)
{
  double x[36];
  int i;
  for (i = 0; i < 36; i++) x[i] = i;
  f(4, x);
  for (i = 0; i < 36; i++) printf("%a\n", x[i]);
  return 0;
}
