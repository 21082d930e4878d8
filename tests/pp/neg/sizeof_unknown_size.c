// expect: 8:16: error: 'sizeof' of an array of unknown size
extern double E[];
void f(int n, unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = sizeof E;
}
