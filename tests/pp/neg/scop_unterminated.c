// expect: 5:1: error: '#pragma scop' without '#pragma endscop'
void f(int n, double A[n])
{
    int i;
#pragma scop
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
